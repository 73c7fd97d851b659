/* Stands in for a generated module: its loader (scripts/media/*Loader.js) writes the code. */
