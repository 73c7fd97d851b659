// The picture unit tests' pages carry (jest/setupDom.js); the build makes the real one (builder/media/profilePicture.js).
module.exports = {
  width: 240,
  height: 240,
  sizes: '15rem',
  sources: [{ type: 'image/webp', srcSet: 'profile-240.webp 240w, profile-480.webp 480w' }],
  src: 'profile-240.jpg',
};
