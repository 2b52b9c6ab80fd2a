/** The name of the shell's script (src/components/root/shell.ts) in webpack's chunk groups. */
export const SHELL_CHUNK = 'site-shell';
