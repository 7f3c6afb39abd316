//! One driver per judge problem: the file's header (the problem, its format and limits) and
//! `main`, which runs the problem's format with the engine chosen for it. Each driver becomes
//! the root of `solutions/<id>.rs`; no driver uses another.

pub mod abc327c;
pub mod acwing166;
pub mod acwing166_bitmask;
pub mod acwing166_dlx;
pub mod acwing169;
pub mod acwing169_bitmask;
pub mod acwing169_dlx;
pub mod cf1335d;
pub mod coci23c1p1;
pub mod hdu4069;
pub mod kattis_sudokunique;
pub mod leetcode36;
pub mod leetcode37;
pub mod leetcode37_bitmask;
pub mod luogu1074;
pub mod luogu1784;
pub mod luogu_b4279;
pub mod luogu_p4573;
pub mod poj2676;
pub mod poj2676_bitmask;
pub mod spoj_sudogob;
pub mod spoj_sudoku;
pub mod uva10957;
pub mod uva989;
