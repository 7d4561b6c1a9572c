/**
 * jsdom has <dialog> but not its showModal() and close(); these stand-ins open and close it and
 * fire 'close' as a browser does. The real dialog is exercised end to end in Chromium.
 */
export function installDialogMethods() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
