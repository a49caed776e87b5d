/**
 * The emulator's pop-up: where the payer approves, cancels, picks a
 * shipping option, enters a test card or passes a 3-D Secure challenge.
 * German, like the shop. It talks to the SDK in the opener by postMessage.
 */
/**
 * Internal dependencies
 */
import { TEST_CARDS } from '../cards';
import { PAYER_ID } from '../ids';

const esc = ( s: string ) =>
	s.replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#39;',
			} )[ c ] as string
	);

/** The pop-up page (its script reads everything from the query). */
export function popupPage(): string {
	const cards = Object.entries( TEST_CARDS )
		.map(
			( [ number, outcome ] ) =>
				`<li><code>${ esc( number ) }</code>: ${
					{
						approve: 'wird angenommen',
						decline: 'wird abgelehnt',
						challenge: 'verlangt 3-D Secure',
					}[ outcome ]
				}</li>`
		)
		.join( '' );
	return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>PayPal (Emulator)</title>
<link rel="icon" href="data:,">
<style>body{font:16px/1.4 sans-serif;margin:1.5rem;color:#111}button{font:inherit;padding:.6rem 1rem;margin:.3rem .3rem 0 0;cursor:pointer}
#approve{background:#ffc439;border:0;border-radius:4px}.error{color:#b00}fieldset{margin:1rem 0}</style></head>
<body><h1>PayPal <small>(lokaler Emulator)</small></h1>
<p id="summary">Bestellung wird geladen …</p>
<div id="card" hidden><label>Kartennummer <input id="card-number" inputmode="numeric" autocomplete="off"></label>
<p>Testkarten:</p><ul>${ cards }</ul></div>
<fieldset id="address" hidden><legend>Lieferadresse</legend>
<select id="address-select" aria-label="Lieferadresse">
<option value="0">Erika Mustermann, Heidestraße 17, 51147 Köln, DE</option>
<option value="1">Erika Mustermann, Ringstraße 1, 1010 Wien, AT</option>
</select></fieldset>
<fieldset id="shipping" hidden><legend>Versandart</legend></fieldset>
<p id="error" class="error" role="alert"></p>
<button id="approve" type="button">Zustimmen und weiter</button>
<button id="cancel" type="button">Abbrechen</button>
<script>
(function () {
	var q = new URLSearchParams(location.search);
	var token = q.get('token');
	var setup = q.get('approval_session_id');
	var subscription = q.get('subscription');
	var flow = q.get('flow');
	var source = q.get('fundingSource') || 'paypal';
	var origin = q.get('origin') || '*';
	// App switch: this page replaced the shop's tab and sends it back there.
	var switchApprove = q.get('switch_approve');
	var switchCancel = q.get('switch_cancel');
	var $ = function (id) { return document.getElementById(id); };
	var say = function (type, extra) {
		if (window.opener) {
			window.opener.postMessage(Object.assign({ source: 'vitrine-provider-emulator', type: type, orderID: token }, extra || {}), origin);
		}
	};
	var selected = null;
	var addresses = [
		{ address_line_1: 'Heidestraße 17', admin_area_2: 'Köln', admin_area_1: 'NW', postal_code: '51147', country_code: 'DE' },
		{ address_line_1: 'Ringstraße 1', admin_area_2: 'Wien', admin_area_1: 'W', postal_code: '1010', country_code: 'AT' }
	];
	var address = 0;
	// A redirect (payer-action) flow: where to send the payer afterwards.
	var experience = {};
	// Asks the shop's callback about a shipping change; without a page to
	// ask (a redirect or app switch flow) the change stands.
	function ask(type, extra, onResult) {
		if (!window.opener) { onResult(true, ''); return; }
		say(type, extra);
		var wait = function (event) {
			if (!event.data || event.data.type !== 'shipping-result') { return; }
			window.removeEventListener('message', wait);
			onResult(event.data.ok, event.data.message || '');
			if (event.data.ok) { refresh(); }
		};
		window.addEventListener('message', wait);
	}
	var amount = {};
	// The shop's server patches the order after a change: show its new total.
	function show(order) {
		var unit = (order.purchase_units || [])[0] || {};
		amount = unit.amount || {};
		$('summary').textContent = 'Bestellung ' + token + ': ' + amount.value + ' ' + amount.currency_code;
		return unit;
	}
	function refresh() {
		fetch('/__emulator/orders/' + encodeURIComponent(token)).then(function (r) { return r.json(); }).then(show, function () {});
	}
	function post(path, body) {
		return fetch('/__emulator/' + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body || {}) })
			.then(function (r) { return r.json().then(function (b) { if (!r.ok) { throw new Error(b.error || r.status); } return b; }); });
	}
	if (flow === '3ds') {
		$('summary').textContent = '3-D-Secure-Bestätigung deiner Bank für die Bestellung ' + token + '.';
		$('approve').textContent = 'Bestätigen';
		$('cancel').textContent = 'Bestätigung fehlschlagen lassen';
	} else if (setup) {
		$('summary').textContent = 'Zahlungsart für spätere Zahlungen speichern.';
	} else if (subscription) {
		$('summary').textContent = 'Abonnement ' + subscription + ' abschließen.';
	} else if (token) {
		if (source === 'card') { $('card').hidden = false; }
		fetch('/__emulator/orders/' + encodeURIComponent(token)).then(function (r) { return r.json(); }).then(function (order) {
			experience = order.experience || {};
			var unit = show(order);
			if (unit.shipping) {
				$('address').hidden = false;
				$('address-select').addEventListener('change', function () {
					var chosen = Number(this.value);
					var a = addresses[chosen];
					$('error').textContent = '';
					ask('shipping-address', { amount: amount, address: { city: a.admin_area_2, state: a.admin_area_1, postalCode: a.postal_code, countryCode: a.country_code } }, function (ok, message) {
						if (ok) { address = chosen; } else {
							$('error').textContent = message || 'An diese Adresse können wir leider nicht liefern.';
							$('address-select').value = String(address);
						}
					});
				});
			}
			var options = (unit.shipping && unit.shipping.options) || [];
			if (options.length) {
				$('shipping').hidden = false;
				options.forEach(function (option) {
					var label = document.createElement('label');
					var input = document.createElement('input');
					input.type = 'radio'; input.name = 'shipping'; input.value = option.id;
					input.checked = !!option.selected;
					if (option.selected) { selected = option.id; }
					input.addEventListener('change', function () {
						var previous = selected;
						$('error').textContent = '';
						ask('shipping-option', { option: option }, function (ok, message) {
							if (ok) { selected = option.id; } else {
								$('error').textContent = message || 'Diese Versandart ist leider nicht verfügbar.';
								Array.prototype.forEach.call(document.querySelectorAll('input[name=shipping]'), function (i) { i.checked = i.value === previous; });
							}
						});
					});
					label.appendChild(input);
					label.appendChild(document.createTextNode(' ' + option.label));
					$('shipping').appendChild(label);
					$('shipping').appendChild(document.createElement('br'));
				});
			}
		});
	}
	$('approve').addEventListener('click', function () {
		$('error').textContent = '';
		var done;
		if (setup) {
			done = post('setup-tokens/' + encodeURIComponent(setup) + '/approve');
		} else if (subscription) {
			done = post('subscriptions/' + encodeURIComponent(subscription) + '/approve');
		} else {
			var body = {};
			if (selected) { body.shipping_option = selected; }
			if (!$('address').hidden) { body.shipping_address = addresses[address]; }
			if (source === 'card' && flow !== '3ds') { body.card_number = $('card-number').value.replace(/\\s+/g, ''); }
			done = post('orders/' + encodeURIComponent(token) + '/approve', body);
		}
		done.then(function (order) {
			var payerID = (order.payer && order.payer.payer_id) || '${ PAYER_ID }';
			if (switchApprove) {
				location.href = switchApprove + '&PayerID=' + encodeURIComponent(payerID);
				return;
			}
			if (!window.opener && setup && q.get('return_url')) {
				var back = q.get('return_url');
				location.href = back + (back.indexOf('?') < 0 ? '?' : '&') + 'approval_token_id=' + encodeURIComponent(setup) + '&approval_session_id=' + encodeURIComponent(setup);
				return;
			}
			if (!window.opener && experience.return_url) {
				location.href = experience.return_url + (experience.return_url.indexOf('?') < 0 ? '?' : '&') + 'token=' + encodeURIComponent(token) + '&PayerID=' + encodeURIComponent(payerID);
				return;
			}
			say('approve', { payerID: payerID, vaultSetupToken: setup, subscriptionID: subscription });
			window.close();
		}, function (error) {
			$('error').textContent = 'Das hat nicht geklappt: ' + error.message;
		});
	});
	$('cancel').addEventListener('click', function () {
		var done = flow === '3ds'
			? post('orders/' + encodeURIComponent(token) + '/approve', { three_d_secure: 'fail' }).catch(function () {})
			: token ? post('orders/' + encodeURIComponent(token) + '/cancel').catch(function () {}) : Promise.resolve();
		done.then(function () {
			if (switchCancel) {
				location.href = switchCancel;
				return;
			}
			if (!window.opener && setup && q.get('cancel_url')) {
				location.href = q.get('cancel_url');
				return;
			}
			if (!window.opener && experience.cancel_url) {
				location.href = experience.cancel_url + (experience.cancel_url.indexOf('?') < 0 ? '?' : '&') + 'token=' + encodeURIComponent(token);
				return;
			}
			say('cancel'); window.close();
		});
	});
})();
</script></body></html>`;
}

/**
 * One card field, framed into the shop's page by the SDK (as the
 * provider's hosted card fields are).
 *
 * @param kind        number, expiry, cvv or name.
 * @param placeholder Label and placeholder of the input.
 * @param script      The field's script (browser code + cardField()).
 */
export function cardFieldPage(
	kind: string,
	placeholder: string,
	script: string
): string {
	const autocomplete =
		{
			number: 'cc-number',
			expiry: 'cc-exp',
			cvv: 'cc-csc',
			name: 'cc-name',
		}[ kind ] ?? 'off';
	const mode = kind === 'name' ? 'text' : 'numeric';
	return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${ esc(
		placeholder
	) }</title>
<link rel="icon" href="data:,">
<style>html,body{margin:0;padding:0;background:transparent}input{width:100%;box-sizing:border-box;padding:8px;font:16px sans-serif;border:1px solid #767676;border-radius:4px}input:focus{outline:2px solid #0070ba;outline-offset:0}</style></head>
<body><input name="${ esc(
		kind
	) }" autocomplete="${ autocomplete }" inputmode="${ mode }" aria-label="${ esc(
		placeholder
	) }" placeholder="${ esc( placeholder ) }">
<script>${ script.replace(
		/<\/script/gi,
		'<\\/script'
	) }</script></body></html>`;
}
