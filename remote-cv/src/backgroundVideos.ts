import type { BackgroundVideo } from '@portfolio/shared';
import experiencePoster from '@content/media/backgrounds/experience.jpg';
import experienceMp4 from '@content/media/backgrounds/experience.mp4';
import experienceWebm from '@content/media/backgrounds/experience.webm';
import qualificationsPoster from '@content/media/backgrounds/qualifications.jpg';
import qualificationsMp4 from '@content/media/backgrounds/qualifications.mp4';
import qualificationsWebm from '@content/media/backgrounds/qualifications.webm';
import skillsPoster from '@content/media/backgrounds/skills.jpg';
import skillsMp4 from '@content/media/backgrounds/skills.mp4';
import skillsWebm from '@content/media/backgrounds/skills.webm';

export const experienceVideo: BackgroundVideo = { webm: experienceWebm, mp4: experienceMp4, poster: experiencePoster };
export const qualificationsVideo: BackgroundVideo = {
  webm: qualificationsWebm,
  mp4: qualificationsMp4,
  poster: qualificationsPoster,
};
export const skillsVideo: BackgroundVideo = { webm: skillsWebm, mp4: skillsMp4, poster: skillsPoster };
