/**
 * The blocks app/(site)/globals.css lays out only near the screen (content-visibility: auto): the
 * page's later sections, the footer and the `.near-screen` items.
 */
export const LATER_BLOCKS =
  'main > * + section, main article > section, body > footer, .near-screen';

/**
 * Marks the document (`data-first-frame` on <html>) until its first frame has been drawn: the page's
 * later blocks are not laid out in it (app/(site)/globals.css), so a slow phone paints the first
 * screen without first laying out the one and a half screens below it that Chrome lays out with
 * it. The mark goes at the start of the second frame (a callback of requestAnimationFrame runs
 * before the frame it was asked for is drawn), so those blocks are laid out right after the first
 * paint.
 *
 * A later block that begins on the first screen (the second section of /services and /career on a
 * phone) is part of what the visitor sees first: at the start of the first frame the script finds
 * those, outermost first, and lets them be laid out in it through a rule of its own (a <style> it
 * adds and takes away with the mark; it writes nothing on the elements React hydrates). Its first
 * measurement costs nothing extra, since the frame lays out the same first screen; each block let
 * in costs the layout of that block, which the frame needs anyway. It looks into a block only once
 * the block is let in: the content of a block still hidden is not laid out to be measured.
 *
 * Runs in <head> (components/shell/site-document.tsx), before anything of the page can be drawn;
 * it comes after the inlined stylesheet and the framework's script tags, and there is no
 * stylesheet to wait for, so it holds up neither the parser nor a download. Not when the address
 * has a #fragment: the browser scrolls to it as the page loads, and a block that is not laid out
 * cannot be scrolled into view.
 */
export const firstFrameBootScript = `(function(){
if(location.hash)return;
var d=document.documentElement,q=${JSON.stringify(LATER_BLOCKS)},s=document.createElement('style'),shown=[],rules=[];
function path(e){for(var p='';e!==document.body;e=e.parentElement){for(var i=1,c=e;(c=c.previousElementSibling);)i++;p='>:nth-child('+i+')'+p}return'html[data-first-frame] body'+p}
d.dataset.firstFrame='';
requestAnimationFrame(function(){
for(var round=0;round<4;round++){
var blocks=document.querySelectorAll(q),added=0;
for(var i=0;i<blocks.length;i++){
var e=blocks[i],outer=e.parentElement.closest(q),r;
if(shown.indexOf(e)>=0||(outer&&shown.indexOf(outer)<0))continue;
r=e.getBoundingClientRect();
if(r.top<innerHeight&&r.bottom>0){shown.push(e);rules.push(path(e));added=1}
}
if(!added)break;
s.textContent=rules.join(',')+'{content-visibility:auto}';
document.head.appendChild(s)
}
requestAnimationFrame(function(){delete d.dataset.firstFrame;s.remove()})
})
})()`.replace(/\n/g, '');
