/*
 * In the shell's build, what the frame's and the post's stylesheets (shared/src/frame/frame.css,
 * shared/src/markdown/tags.css) become (shell/webpack.config.js): the shell shows them only on a
 * post's or own page's document (EntryPage), which links the Writing remote's stylesheet, which holds
 * them. Built in, they would put a CSS-chunk loader in the shell's first chunk, which every visit loads.
 */
export {};
