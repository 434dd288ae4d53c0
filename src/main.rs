//! The `ferrovia` binary: the window by default, headless subcommands for tools.

fn main() -> std::process::ExitCode {
    ferrovia::cli::main()
}
