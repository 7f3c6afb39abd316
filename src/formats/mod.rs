//! The judges' text formats: how each problem's input is read into grids and its answers
//! written, generic over the engine that solves the grids.

pub mod abc327c;
pub mod acwing166;
pub mod acwing169;
pub mod cf1335d;
pub mod coci23c1p1;
pub mod hdu4069;
pub mod kattis_sudokunique;
pub mod leetcode36;
pub mod leetcode37;
pub mod luogu1074;
pub mod luogu1784;
pub mod luogu_b4279;
pub mod luogu_p4573;
pub mod poj2676;
pub mod spaced;
pub mod spoj_sudogob;
pub mod spoj_sudoku;
pub mod uva10957;
pub mod uva989;
