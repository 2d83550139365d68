// What `react-dom/server` is in the Worker's bundle (wrangler.toml's [alias]): React's edge renderer
// alone. React's own `react-dom/server.edge` entry also loads the legacy browser renderer for its
// renderToString and renderToStaticMarkup (about 100 KB minified, which a CommonJS entry cannot shake
// out), and the Worker streams with renderToReadableStream only. The build picks the production or the
// development renderer by NODE_ENV, as React's entry does (docs/deployment.md, "What the Worker weighs").
if (process.env.NODE_ENV === "production") {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server.edge.production.js");
} else {
  module.exports = require("../../node_modules/react-dom/cjs/react-dom-server.edge.development.js");
}
