// Asset imports give a URL in the build; in unit tests a recognisable placeholder is enough.
module.exports = 'asset-stub';
