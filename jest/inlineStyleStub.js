/** A stylesheet imported as text (`?inline`), in unit tests: no styles. */
module.exports = '';
