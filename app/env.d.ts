/** Stylesheets are imported for the bundler, which emits them as files; they export nothing. */
declare module "*.css";
