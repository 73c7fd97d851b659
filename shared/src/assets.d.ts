/** A stylesheet imported as text (builder/webpack/rules.js inlineStyleRule), to adopt. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Files the webpack factory emits as assets: importing one gives its URL. */
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.mp3' {
  const url: string;
  export default url;
}
declare module '*.tex' {
  const url: string;
  export default url;
}
declare module '*.css';
