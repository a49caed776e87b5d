/**
 * The directory's filter controls (§2.1), the same markup as
 * DirectoryControls on the server: checkbox dropdowns for plan and status
 * (a native `details` disclosure with a fieldset of checkboxes, closed by
 * Escape or a click elsewhere), and the search input sharing a row and a
 * height with its button.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { choiceSummary, type ChoiceOption } from './rules';

/**
 * A checkbox dropdown.
 *
 * @param props
 * @param props.id
 * @param props.name
 * @param props.label
 * @param props.options
 * @param props.value
 * @param props.onChange
 */
export function ChoiceDropdown( {
	id,
	name,
	label,
	options,
	value,
	onChange,
}: {
	id: string;
	name: string;
	label: string;
	options: ChoiceOption[];
	value: string[];
	onChange: ( next: string[] ) => void;
} ) {
	const details = useRef< HTMLDetailsElement >( null );

	useEffect( () => {
		const outside = ( event: MouseEvent | FocusEvent ) => {
			const element = details.current;
			if (
				element?.open &&
				event.target instanceof Node &&
				! element.contains( event.target )
			) {
				element.open = false;
			}
		};
		// Escape closes an open dropdown and gives the focus back to its toggle.
		const escape = ( event: KeyboardEvent ) => {
			const element = details.current;
			if (
				event.key === 'Escape' &&
				element?.open &&
				event.target instanceof Node &&
				element.contains( event.target )
			) {
				event.preventDefault();
				element.open = false;
				element.querySelector( 'summary' )?.focus();
			}
		};
		document.addEventListener( 'click', outside );
		document.addEventListener( 'focusin', outside );
		document.addEventListener( 'keydown', escape );
		return () => {
			document.removeEventListener( 'click', outside );
			document.removeEventListener( 'focusin', outside );
			document.removeEventListener( 'keydown', escape );
		};
	}, [] );

	const summary = choiceSummary( options, value, {
		all: __( 'All', 'vitrine' ),
		count: ( count ) =>
			sprintf(
				/* translators: %d: number of chosen options (3 or more). */
				_n( '%d selected', '%d selected', count, 'vitrine' ),
				count
			),
	} );

	return (
		<div className="vitrine-members__field vitrine-members__choice">
			<span className="vitrine-members__label" id={ `${ id }-label` }>
				{ label }
			</span>
			<details
				className="vitrine-members__dropdown"
				id={ id }
				ref={ details }
			>
				<summary
					className="vitrine-members__toggle"
					aria-labelledby={ `${ id }-label ${ id }-value` }
				>
					<span id={ `${ id }-value` }>{ summary }</span>
				</summary>
				<fieldset className="vitrine-members__options">
					<legend className="screen-reader-text">{ label }</legend>
					{ options.map( ( option ) => (
						<label
							className="vitrine-members__option"
							key={ option.value }
							htmlFor={ `${ id }-${ option.value }` }
						>
							<input
								id={ `${ id }-${ option.value }` }
								type="checkbox"
								name={ `${ name }[]` }
								value={ option.value }
								checked={ value.includes( option.value ) }
								onChange={ ( event ) =>
									onChange(
										event.target.checked
											? options
													.map( ( o ) => o.value )
													.filter(
														( v ) =>
															v ===
																option.value ||
															value.includes( v )
													)
											: value.filter(
													( v ) => v !== option.value
											  )
									)
								}
							/>{ ' ' }
							{ option.label }
						</label>
					) ) }
				</fieldset>
			</details>
		</div>
	);
}

/**
 * The search input and its button, one row, one height.
 *
 * @param props
 * @param props.id
 * @param props.value
 * @param props.onChange
 */
export function SearchBox( {
	id,
	value,
	onChange,
}: {
	id: string;
	value: string;
	onChange: ( next: string ) => void;
} ) {
	return (
		<p className="vitrine-members__field vitrine-members__field--search">
			<label className="vitrine-members__label" htmlFor={ id }>
				{ __( 'Search members', 'vitrine' ) }
			</label>
			<span className="vitrine-members__searchbox">
				<input
					id={ id }
					type="search"
					name="wcm_dir_search"
					maxLength={ 100 }
					value={ value }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
				<button
					type="submit"
					className="vitrine-members__search wp-element-button"
				>
					{ __( 'Search', 'vitrine' ) }
				</button>
			</span>
		</p>
	);
}

/**
 * "60 Mitglieder" (DirectoryControls::count() on the server).
 *
 * @param props
 * @param props.total Members found.
 */
export function MemberCount( { total }: { total: number } ) {
	return (
		<p className="vitrine-members__count">
			{ sprintf(
				/* translators: %s: number of members, formatted. */
				_n( '%s member', '%s members', total, 'vitrine' ),
				total.toLocaleString( document.documentElement.lang || 'de' )
			) }
		</p>
	);
}
