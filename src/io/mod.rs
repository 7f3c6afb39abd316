//! Judge text and the program around a format: reading lines and tokens with their line
//! numbers, the symbols a format writes cells with, input errors that say where, and `run`,
//! which turns a format into a program with a defined exit status.

pub mod literals;
pub mod stdio;
pub mod text;
