// Styles do not affect prerendered markup; the browser build links the extracted CSS.
module.exports = function ignoreStyles() {
  return '';
};
