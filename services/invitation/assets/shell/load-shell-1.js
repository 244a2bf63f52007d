/* global document */
// Loaded only by the built-in page of /{slug} (services/invitation/src/domain/fallback-page.ts), which the service
// answers while it cannot read the shell's published index.html. The browser may still reach it: fetch the live
// /index.html and replace this document with it, carrying the invitation's inline data over, so the full page opens.
// Any failure leaves the plain page as it is. The name carries a version: the file is cached as immutable.
(function () {
  fetch('/index.html', { cache: 'no-cache', credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) throw new Error('index.html ' + response.status);
      return response.text();
    })
    .then(function (html) {
      if (html.indexOf('</head>') < 0 || html.indexOf('<script') < 0) return;
      var data = document.getElementById('undangin-slug-data');
      var page = data
        ? html.replace('</head>', function () {
            return data.outerHTML + '</head>';
          })
        : html;
      document.open();
      document.write(page);
      document.close();
    })
    .catch(function () {
      // The plain page stays; its link loads it again.
    });
})();
