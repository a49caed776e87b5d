/**
 * How block bundles reach the shared store script instead of bundling it.
 *
 * `import … from '@vitrine/store'` becomes `window.vitrine.store`, and the
 * bundle's asset file lists the `vitrine-store` handle, so WordPress loads
 * the store once per page, before any block script that uses it.
 */
const STORE_REQUEST = '@vitrine/store';
const STORE_HANDLE = 'vitrine-store';
const STORE_GLOBAL = [ 'vitrine', 'store' ];

/**
 * @param {string} request Module request.
 * @return {string[]|undefined} Global path, or undefined to use the default.
 */
function requestToExternal( request ) {
	return request === STORE_REQUEST ? STORE_GLOBAL : undefined;
}

/**
 * @param {string} request Module request.
 * @return {string|undefined} Script handle, or undefined to use the default.
 */
function requestToHandle( request ) {
	return request === STORE_REQUEST ? STORE_HANDLE : undefined;
}

module.exports = {
	STORE_REQUEST,
	STORE_HANDLE,
	STORE_GLOBAL,
	requestToExternal,
	requestToHandle,
};
