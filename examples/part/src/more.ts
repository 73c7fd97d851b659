/** A chunk the part loads itself, through its own webpack runtime and Trusted Types policy. */
export const moreText = 'More from the lab, from a chunk of its own.';
