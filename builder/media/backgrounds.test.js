const { chooseBackground, originalVideos, videoType } = require('./backgrounds');

describe('chooseBackground', () => {
  test('an owner full set (webm, mp4, jpg) is used unchanged', () => {
    expect(chooseBackground(['skills.webm', 'skills.mp4', 'skills.jpg', 'projects.mp4'], 'skills')).toEqual({
      webm: 'skills.webm',
      mp4: 'skills.mp4',
      poster: 'skills.jpg',
      prepared: false,
    });
  });

  test('the prepared web set wins over the original it was made from', () => {
    const files = ['experience.mov', 'experience.web.webm', 'experience.web.mp4', 'experience.poster.jpg'];
    expect(chooseBackground(files, 'experience')).toEqual({
      webm: 'experience.web.webm',
      mp4: 'experience.web.mp4',
      poster: 'experience.poster.jpg',
      prepared: true,
    });
  });

  test('a single MP4 with nothing else ships as it is, with no poster', () => {
    expect(chooseBackground(['Experience.MP4'], 'experience')).toEqual({ webm: undefined, mp4: 'Experience.MP4', poster: undefined, prepared: false });
  });

  test('a QuickTime or m4v original stands in for the MP4', () => {
    expect(chooseBackground(['skills.mov'], 'skills').mp4).toBe('skills.mov');
    expect(chooseBackground(['skills.m4v', 'skills.mov'], 'skills').mp4).toBe('skills.m4v');
  });

  test('another page’s files are never taken', () => {
    expect(chooseBackground(['projects.mp4', 'projects.jpg'], 'skills')).toEqual({ webm: undefined, mp4: undefined, poster: undefined, prepared: false });
  });
});

test('originalVideos leaves out the prepared files and puts the richest source first', () => {
  expect(originalVideos(['a.web.mp4', 'a.webm', 'a.mov', 'a.poster.jpg', 'b.mp4'], 'a')).toEqual(['a.mov', 'a.webm']);
});

test('videoType announces QuickTime and m4v as MP4 so browsers try them', () => {
  expect(['a.webm', 'a.mp4', 'a.mov', 'a.m4v'].map(videoType)).toEqual(['video/webm', 'video/mp4', 'video/mp4', 'video/mp4']);
});
