export function LiveStatusBar() {
  return null;
}
