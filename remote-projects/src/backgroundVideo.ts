import type { BackgroundVideo } from '@portfolio/shared';
import projectsPoster from '@content/media/backgrounds/projects.jpg';
import projectsMp4 from '@content/media/backgrounds/projects.mp4';
import projectsWebm from '@content/media/backgrounds/projects.webm';

export const projectsVideo: BackgroundVideo = { webm: projectsWebm, mp4: projectsMp4, poster: projectsPoster };
