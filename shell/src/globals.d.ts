/** The remotes the shell loads at run time: container name and manifest URL (webpack DefinePlugin). */
declare const __FEDERATION_REMOTES__: { name: string; entry: string }[];
