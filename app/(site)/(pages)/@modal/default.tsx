/** No dialog: what the modal slot shows on every page load and on every other route. */
export default function NoDialog() {
  return null;
}
