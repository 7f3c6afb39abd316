//! The local judge, in the order a case flows through it: the rules in force ([`setup`]), the
//! attempt made judgeable ([`attempt`]), compiled alone ([`compile`]), run within limits
//! ([`run`]), its output checked ([`checker`], by the judge's comparison rule on bytes in
//! [`compare`]) and given a verdict ([`verdict`]), a wrong grid explained ([`places`]). One
//! path joins them: [`session`] compiles once and judges case by case; every command takes it.
//! The cases come from [`cases`]; where a case has no expected output, [`oracle_cases`] decides
//! it. [`toolchain`] finds what a judge's older rustc would refuse in a file the local one
//! compiles; [`target`] checks a file for a judge that does not run Linux. Nothing here prints.

pub mod attempt;
pub mod cases;
pub mod checker;
pub mod compare;
pub mod compile;
pub mod crates;
pub mod oracle_cases;
pub mod places;
pub mod run;
pub mod session;
pub mod setup;
pub mod target;
pub mod toolchain;
pub mod verdict;
