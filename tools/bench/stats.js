/** Small pure helpers for the bench's figures. */

/** The median of the finite numbers in `values`, or null when there are none. */
function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** federated / single, or null when either figure is missing or the divisor is zero. */
function ratio(numerator, denominator) {
  if (typeof numerator !== 'number' || typeof denominator !== 'number' || denominator === 0) return null;
  return numerator / denominator;
}

module.exports = { median, ratio };
