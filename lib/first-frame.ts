/**
 * Marks the document (`data-first-frame` on <html>) until its first frame has been drawn: the page's
 * later blocks are not laid out in it (app/(site)/globals.css), so a slow phone paints the first
 * screen without first laying out the one and a half screens below it that Chrome lays out with
 * it. The mark goes at the start of the second frame (a callback of requestAnimationFrame runs
 * before the frame it was asked for is drawn), so those blocks are laid out right after the first
 * paint. Runs in <head> (components/shell/site-document.tsx), before anything of the page can be
 * drawn; it comes after the inlined stylesheet and the framework's script tags, and there is no
 * stylesheet to wait for, so it holds up neither the parser nor a download. Not when the address has a #fragment: the browser scrolls to it as the page loads, and a
 * block that is not laid out cannot be scrolled into view.
 */
export const firstFrameBootScript = `(function(){if(location.hash)return;var d=document.documentElement;d.dataset.firstFrame='';requestAnimationFrame(function(){requestAnimationFrame(function(){delete d.dataset.firstFrame})})})()`;
