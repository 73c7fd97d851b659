/** True in development builds (webpack DefinePlugin). */
declare const __DEV__: boolean;
