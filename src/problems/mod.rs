//! One driver per judge problem: the file's header (the problem, its format and limits, what to
//! submit) and `main`, which runs the problem's format with the engine chosen for it. Each
//! driver becomes the root of `solutions/<id>.rs`; no driver uses another.

pub mod acwing166;
pub mod acwing166_dlx;
pub mod acwing169;
pub mod acwing169_dlx;
pub mod leetcode37;
pub mod poj2676;
