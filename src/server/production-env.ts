// Imported first by the server's entries: the server renders with React's production build (the live
// /events page, the inbox), and React picks its build when it is first loaded, so this is set before any
// module that loads React. A setting in the environment wins.
process.env.NODE_ENV ??= 'production';
