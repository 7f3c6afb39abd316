//! The judges' text formats: how each problem's input is read into grids and its answers
//! written, generic over the engine that solves the grids.

pub mod acwing166;
pub mod acwing169;
pub mod leetcode37;
pub mod poj2676;
