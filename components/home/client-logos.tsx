// PLACEHOLDER: replaced by the section's real implementation before this lands.
export function ClientLogos() {
  return null;
}
