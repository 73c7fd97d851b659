/* Stands in for a generated module: its loader (build/media/*Loader.js) writes the code. */
