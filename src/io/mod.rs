//! Judge text, and the program around a format.

pub mod literals;
pub mod stdio;
pub mod text;
