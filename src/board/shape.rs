//! The shape of a grid: box size 3 (9×9) or 4 (16×16). Its lookup tables are what every other
//! module indexes by.

/// A grid shape. Implemented by [`Box3`] (9×9) and [`Box4`] (16×16) only.
pub trait Shape: 'static {
    /// Box size `B`.
    const BOX: usize;
    /// Side `N = B²`: rows, columns, boxes and digits.
    const SIDE: usize;
    /// Number of cells, `N²`.
    const CELLS: usize;
    /// The candidate mask with every digit set.
    const ALL: u16;
    /// One byte per cell: a digit, or 0 for empty.
    type Digits: Copy + AsRef<[u8]> + AsMut<[u8]>;
    /// One candidate mask per cell.
    type Masks: Copy + AsRef<[u16]> + AsMut<[u16]>;
    /// Every cell empty.
    fn empty_digits() -> Self::Digits;
    /// Every cell set to `mask`.
    fn filled_masks(mask: u16) -> Self::Masks;
    /// The peers of `cell`. Constraint: `cell < CELLS`.
    fn peers(cell: usize) -> &'static [u8];
    /// The `N` cells of house `house`. Constraint: `house < 3 * N`.
    fn house(house: usize) -> &'static [u8];
}

/// 9×9 grids: boxes of 3×3.
#[derive(Debug)]
pub enum Box3 {}

/// 16×16 grids: boxes of 4×4.
#[derive(Debug)]
pub enum Box4 {}

static PEERS_3: [[u8; 20]; 81] = peer_table::<81, 20>(3);
static PEERS_4: [[u8; 39]; 256] = peer_table::<256, 39>(4);
static HOUSES_3: [[u8; 9]; 27] = house_table::<27, 9>(3);
static HOUSES_4: [[u8; 16]; 48] = house_table::<48, 16>(4);

impl Shape for Box3 {
    const BOX: usize = 3;
    const SIDE: usize = 9;
    const CELLS: usize = 81;
    const ALL: u16 = 0x1ff;
    type Digits = [u8; 81];
    type Masks = [u16; 81];
    fn empty_digits() -> [u8; 81] {
        [0; 81]
    }
    fn filled_masks(mask: u16) -> [u16; 81] {
        [mask; 81]
    }
    fn peers(cell: usize) -> &'static [u8] {
        &PEERS_3[cell]
    }
    fn house(house: usize) -> &'static [u8] {
        &HOUSES_3[house]
    }
}

impl Shape for Box4 {
    const BOX: usize = 4;
    const SIDE: usize = 16;
    const CELLS: usize = 256;
    const ALL: u16 = 0xffff;
    type Digits = [u8; 256];
    type Masks = [u16; 256];
    fn empty_digits() -> [u8; 256] {
        [0; 256]
    }
    fn filled_masks(mask: u16) -> [u16; 256] {
        [mask; 256]
    }
    fn peers(cell: usize) -> &'static [u8] {
        &PEERS_4[cell]
    }
    fn house(house: usize) -> &'static [u8] {
        &HOUSES_4[house]
    }
}

/// Peers of every cell for box size `b`, in the order: for `i` in `0..N`, the `i`-th cell of the
/// row, of the column, and of the box, each skipped when it is the cell itself or already listed.
///
/// Walks each cell's three houses once (O(N³) steps): the judges' rustc 1.63 stops a const
/// evaluation after about a million steps, which a pairwise O(N⁴) scan of 16×16 exceeds.
const fn peer_table<const CELLS: usize, const PEERS: usize>(b: usize) -> [[u8; PEERS]; CELLS] {
    let side = b * b;
    let mut table = [[0u8; PEERS]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, column) = (cell / side, cell % side);
        let mut count = 0;
        let mut i = 0;
        while i < side {
            if i != column {
                table[cell][count] = (row * side + i) as u8;
                count += 1;
            }
            if i != row {
                table[cell][count] = (i * side + column) as u8;
                count += 1;
            }
            let (box_row, box_column) = (row / b * b + i / b, column / b * b + i % b);
            if box_row != row && box_column != column {
                table[cell][count] = (box_row * side + box_column) as u8;
                count += 1;
            }
            i += 1;
        }
        cell += 1;
    }
    table
}

/// Cells of every house for box size `b`: rows, then columns, then boxes.
const fn house_table<const HOUSES: usize, const SIDE: usize>(b: usize) -> [[u8; SIDE]; HOUSES] {
    let mut table = [[0u8; SIDE]; HOUSES];
    let mut i = 0;
    while i < SIDE {
        let mut j = 0;
        while j < SIDE {
            table[i][j] = (i * SIDE + j) as u8;
            table[SIDE + i][j] = (j * SIDE + i) as u8;
            let (row, column) = (i / b * b + j / b, i % b * b + j % b);
            table[2 * SIDE + i][j] = (row * SIDE + column) as u8;
            j += 1;
        }
        i += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naive model: two cells are peers when they differ and share a row, column or box.
    fn naive_peers(b: usize, cell: usize) -> Vec<usize> {
        let side = b * b;
        let (r, c) = (cell / side, cell % side);
        (0..side * side)
            .filter(|&o| {
                let (r2, c2) = (o / side, o % side);
                o != cell && (r2 == r || c2 == c || (r2 / b == r / b && c2 / b == c / b))
            })
            .collect()
    }

    fn check_shape<S: Shape>() {
        for cell in 0..S::CELLS {
            let mut peers: Vec<usize> = S::peers(cell).iter().map(|&p| p as usize).collect();
            peers.sort_unstable();
            assert_eq!(peers, naive_peers(S::BOX, cell), "peers of cell {}", cell);
        }
        let mut seen = vec![0usize; S::CELLS];
        for house in 0..3 * S::SIDE {
            let cells = S::house(house);
            assert_eq!(cells.len(), S::SIDE);
            for &cell in cells {
                seen[cell as usize] += 1;
                // Every pair in a house must be peers.
                for &other in cells {
                    if other != cell {
                        assert!(S::peers(cell as usize).contains(&other));
                    }
                }
            }
        }
        assert!(
            seen.iter().all(|&n| n == 3),
            "every cell lies in exactly 3 houses"
        );
        assert_eq!(S::ALL.count_ones() as usize, S::SIDE);
        assert_eq!(S::empty_digits().as_ref().len(), S::CELLS);
        assert_eq!(S::filled_masks(S::ALL).as_ref().len(), S::CELLS);
    }

    #[test]
    fn box3_tables_match_naive_model() {
        check_shape::<Box3>();
    }

    #[test]
    fn box4_tables_match_naive_model() {
        check_shape::<Box4>();
    }

    #[test]
    fn house_numbering_is_rows_columns_boxes() {
        assert_eq!(Box3::house(1), &[9, 10, 11, 12, 13, 14, 15, 16, 17]);
        assert_eq!(Box3::house(9 + 2), &[2, 11, 20, 29, 38, 47, 56, 65, 74]);
        assert_eq!(Box3::house(18 + 4), &[30, 31, 32, 39, 40, 41, 48, 49, 50]);
    }
}
