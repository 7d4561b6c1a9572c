// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later):
// a script that begins with `//# allFunctionsCalledOnLoad` has all its functions compiled as it
// downloads, on a background thread. Without it V8 compiles each function on its first call, on
// the main thread: every module factory of Next's chunks is compiled inside the page's start-up
// and hydration tasks. The public pages run nearly all the code they load at once, so they carry
// the hint. The editor's chunks (Payload's admin, megabytes that staff load, much of it never
// called) do not: compiling those eagerly would be waste.
//
// Added through webpack's own BannerPlugin, after minification (which would strip the comment)
// and before the content hash, so a chunk's name still follows its bytes.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Next's runtime entry, which every page of both the site and the editor loads. */
const SHARED_ENTRY = 'main-app';

/**
 * The entry points (pages and layouts, as `app/...`) whose pages load a chunk: its own chunk
 * groups' and, for a chunk loaded on demand, those of the groups that load it.
 * @param {import('webpack').Chunk} chunk
 */
export function entrypointsOf(chunk) {
  const names = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    if (group.isInitial() && group.name) names.add(group.name);
    for (const parent of group.parentsIterable) visit(parent);
  };
  for (const group of chunk.groupsIterable) visit(group);
  names.delete(SHARED_ENTRY);
  return [...names];
}

/** Whether only the editor (`app/(payload)/`) loads a chunk with these entry points. */
export const editorOnly = (entrypoints) =>
  entrypoints.length > 0 && entrypoints.every((name) => name.startsWith('app/(payload)/'));

/**
 * The plugin for the browser's production build. An editor-only chunk gets an empty banner: one
 * line break before its code (BannerPlugin chooses files by name only, and chunk names are
 * hashes).
 * @param {typeof import('webpack')} webpack Next's own webpack, as its `webpack()` hook passes it
 */
export function compileHints(webpack) {
  return new webpack.BannerPlugin({
    banner: ({ chunk }) => (editorOnly(entrypointsOf(chunk)) ? '' : COMPILE_HINT),
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
