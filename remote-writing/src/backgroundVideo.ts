import writingVideo from '@background?page=writing';

export { writingVideo };
