// Stands in for the map's boundaries file in the server-rendering build (the map is drawn in the browser only).
module.exports = '';
