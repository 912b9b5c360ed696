// Stands in for stylesheets in the server-rendering build: the browser build links the CSS.
module.exports = {};
