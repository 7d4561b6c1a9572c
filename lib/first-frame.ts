/**
 * Marks the document (`data-first-frame` on <html>) until its first frame has been drawn: the
 * page's later blocks are not laid out in it, and a form below the first screen is not displayed
 * (.form-below-first-screen: Chrome's autofill would lay it out even in a skipped block; both rules
 * in app/(site)/globals.css), so a slow phone paints the first screen without first laying out the
 * one and a half screens below it that Chrome lays out with it. The mark goes at the start of the
 * second frame (a callback of requestAnimationFrame runs before the frame it was asked for is
 * drawn), so those blocks are laid out right after the first paint. A later block that begins on
 * the first screen (the second section of /services on a phone) waits too, so that part of the
 * first screen paints a frame later; letting such blocks into the first frame was tried (b65b13c,
 * reverted): Chrome then lays out the whole block, two or three screens of it, before the first
 * paint, which came 30 to 72 ms later on three of five routes for at most 43 ms of earlier largest
 * paint on the other two. Runs in <head> (components/shell/site-document.tsx), before anything of
 * the page can be drawn; it comes after the inlined stylesheet and the framework's script tags, and
 * there is no stylesheet to wait for, so it holds up neither the parser nor a download. Not when
 * the address has a #fragment: the browser scrolls to it as the page loads, and a block that is not
 * laid out cannot be scrolled into view.
 */
export const firstFrameBootScript = `(function(){if(location.hash)return;var d=document.documentElement;d.dataset.firstFrame='';requestAnimationFrame(function(){requestAnimationFrame(function(){delete d.dataset.firstFrame})})})()`;
