export function SiteStatusPage() {
  return null;
}
