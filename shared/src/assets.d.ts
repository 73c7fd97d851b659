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

/** The owner's profile picture, made by the build's image pipeline (build/media/profilePictureLoader.js). */
declare module '@profile-picture' {
  const picture: {
    width: number;
    height: number;
    sizes: string;
    /** Best format first: what a <picture>'s <source> elements need. */
    sources: { type: string; srcSet: string }[];
    /** The JPEG fallback for the <img>. */
    src: string;
  };
  export default picture;
}
/** A section page's background video, chosen by the build (build/media/backgroundLoader.js); null when the owner has none. */
declare module '@background?page=*' {
  const video: import('./frame/SectionPage').BackgroundVideo | null;
  export default video;
}
