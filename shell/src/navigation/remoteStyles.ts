/*
 * In the shell's build, what the frame's and the post's stylesheets (shared/src/frame/frame.css,
 * shared/src/markdown/tags.css) become when a component imports them (shell/webpack.config.js): a
 * post's document (EntryPage) links the Writing remote's stylesheet, which holds them, and a part of
 * the owner's adopts the frame's (parts/framePart.tsx). Built in, they would put a CSS-chunk loader in
 * the shell's first chunk, which every visit loads.
 */
export {};
