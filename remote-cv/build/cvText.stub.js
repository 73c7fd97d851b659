/* Stands in for a generated module: remote-cv/build/cvTextLoader.js writes the code. */
