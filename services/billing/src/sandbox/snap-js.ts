/**
 * The sandbox's stand-in for Midtrans's Snap.js, served from our own origin: window.snap.pay(token, callbacks) opens
 * an accessible Indonesian dialog (pay, leave pending, fail, close) and calls the page back with Midtrans's result
 * shape. No inline script and no outside URL; styles are set from the script (the page policy allows inline styles).
 * With data-token on its script tag (Snap's redirect page) it opens at once and goes to the finish URL afterwards.
 */
export const sandboxSnapJs = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('.', script && script.src ? script.src : location.origin + '/api/billing/sandbox/').href;
  var current = null;
  var rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

  function el(tag, css, text) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }

  function close() {
    if (!current) return;
    document.removeEventListener('keydown', current.onKey, true);
    current.overlay.remove();
    if (current.previous && current.previous.focus) current.previous.focus();
    current = null;
  }

  function pay(token, callbacks) {
    callbacks = callbacks || {};
    close();
    var done = false;
    var overlay = el('div', 'position:fixed;inset:0;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif');
    var dialog = el('div', 'background:#fff;color:#1f2937;border-radius:16px;padding:24px;width:min(420px,92vw);box-shadow:0 20px 50px rgba(0,0,0,.3)');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'snap-sandbox-title');
    dialog.setAttribute('aria-describedby', 'snap-sandbox-desc');
    var title = el('h2', 'margin:0 0 8px;font-size:20px', 'Pembayaran (Sandbox)');
    title.id = 'snap-sandbox-title';
    var desc = el('p', 'margin:0 0 12px;color:#4b5563;font-size:14px', 'Simulasi pembayaran lokal: tidak ada uang sungguhan yang ditarik.');
    desc.id = 'snap-sandbox-desc';
    var details = el('p', 'margin:0 0 16px;font-size:15px', 'Memuat detail pesanan...');
    var status = el('p', 'min-height:20px;margin:0 0 12px;font-size:14px;color:#b91c1c');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var actions = el('div', 'display:flex;flex-wrap:wrap;gap:8px');
    var buttonCss = 'flex:1 1 45%;padding:12px;border-radius:10px;font-size:15px;cursor:pointer;border:1px solid #d1d5db;';
    var buttons = [
      ['Bayar', 'settlement', buttonCss + 'background:#db2777;color:#fff;border-color:#db2777'],
      ['Bayar Nanti (Pending)', 'pending', buttonCss + 'background:#fef3c7'],
      ['Gagal', 'deny', buttonCss + 'background:#fee2e2'],
      ['Tutup', null, buttonCss + 'background:#fff'],
    ].map(function (spec) {
      var button = el('button', spec[2], spec[0]);
      button.type = 'button';
      button.addEventListener('click', function () {
        if (spec[1]) choose(spec[1]);
        else finish(callbacks.onClose);
      });
      actions.appendChild(button);
      return button;
    });
    dialog.append(title, desc, details, status, actions);
    overlay.appendChild(dialog);

    function finish(callback, result) {
      if (done) return;
      done = true;
      close();
      if (typeof callback === 'function') callback(result);
    }

    function choose(outcome) {
      buttons.forEach(function (button) { button.disabled = true; });
      status.style.color = '#374151';
      status.textContent = 'Memproses...';
      fetch(base + 'pay/' + encodeURIComponent(token), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ outcome: outcome }),
      })
        .then(function (response) {
          return response.json().then(function (body) { return { ok: response.ok, status: response.status, body: body }; });
        })
        .then(function (answer) {
          if (!answer.ok) return finish(callbacks.onError, { status_code: String(answer.status), status_message: answer.body && answer.body.message });
          var result = answer.body;
          var state = result.transaction_status;
          if (state === 'settlement' || state === 'capture') finish(callbacks.onSuccess, result);
          else if (state === 'pending') finish(callbacks.onPending, result);
          else finish(callbacks.onError, result);
        })
        .catch(function () {
          finish(callbacks.onError, { status_code: '500', status_message: 'Pembayaran gagal. Silakan coba lagi.' });
        });
    }

    var onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(callbacks.onClose);
      } else if (event.key === 'Tab') {
        var enabled = buttons.filter(function (button) { return !button.disabled; });
        if (!enabled.length) return event.preventDefault();
        var index = enabled.indexOf(document.activeElement);
        var nextIndex = event.shiftKey ? (index <= 0 ? enabled.length - 1 : index - 1) : (index + 1) % enabled.length;
        event.preventDefault();
        enabled[nextIndex].focus();
      }
    };
    current = { overlay: overlay, onKey: onKey, previous: document.activeElement };
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    buttons[0].focus();

    fetch(base + 'pay/' + encodeURIComponent(token), { headers: { accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (order) {
        details.textContent = order ? 'Pesanan ' + order.order_id + ' \u00b7 ' + rupiah.format(order.gross_amount).replace(/\u00a0/g, ' ') : 'Detail pesanan tidak ditemukan.';
      })
      .catch(function () { details.textContent = 'Detail pesanan tidak dapat dimuat.'; });
  }

  window.snap = { pay: pay, hide: close };

  var redirectToken = script && script.dataset ? script.dataset.token : null;
  if (redirectToken) {
    var go = function (result) { location.href = (result && result.finish_redirect_url) || '/'; };
    var open = function () { pay(redirectToken, { onSuccess: go, onPending: go, onError: go, onClose: function () { history.back(); } }); };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', open);
    else open();
  }
})();
`;

/** Snap's redirect page (redirect_url): the same dialog on a page of its own. */
export const sandboxRedirectPage = (token: string, scriptUrl: string): string => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pembayaran (Sandbox) · Undangin</title></head>
<body style="margin:0;min-height:100vh;background:#fdf2f8"><script src="${scriptUrl}" data-token="${token}"></script></body></html>
`;
