import experienceVideo from '@background?page=experience';
import qualificationsVideo from '@background?page=qualifications';
import skillsVideo from '@background?page=skills';

export { experienceVideo, qualificationsVideo, skillsVideo };
