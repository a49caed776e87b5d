/**
 * Editor registration of vitrine/members-directory; block.json is the source
 * of truth. The inspector holds the settings of §3.2 and the visibility; the
 * canvas previews the server's directory for these settings, as the person
 * editing would see it (block renderer, with the post for the author check).
 */
/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import {
	CheckboxControl,
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/members-directory/block.json';
import { ServerPreview } from '../../shared/server-preview';

/** Attributes, as block.json declares them. */
export interface DirectoryAttributes extends Record< string, unknown > {
	membershipPlans: number[];
	membershipStatus: string[];
	perPage: number;
	showBio: boolean;
	showEmail: boolean;
	showPhone: boolean;
	showAddress: boolean;
	avatar: boolean;
	avatarSize: number;
	profileFields: string[];
	visibility: 'everyone' | 'logged_in' | 'active_members';
	searchNotFoundText: string;
	resultsNotFoundText: string;
}

/** Choices the server adds for the editor (MembersEditorData.php). */
interface EditorData {
	plans: Array< { value: number; label: string } >;
	statuses: Array< { value: string; label: string } >;
	profileFields: Array< { value: string; label: string } >;
	texts: { searchNotFound: string; resultsNotFound: string };
	/** Whether the post's author may publish more than names, avatar and plan (§6). */
	mayShowMemberData: boolean;
}

declare global {
	interface Window {
		vitrineMembersEditor?: EditorData;
	}
}

/**
 * A list attribute as checkboxes.
 *
 * @param props
 * @param props.options
 * @param props.value
 * @param props.onChange
 */
function Checklist< T extends string | number >( {
	options,
	value,
	onChange,
}: {
	options: Array< { value: T; label: string } >;
	value: T[];
	onChange: ( next: T[] ) => void;
} ) {
	return (
		<>
			{ options.map( ( option ) => (
				<CheckboxControl
					key={ String( option.value ) }
					__nextHasNoMarginBottom
					label={ option.label }
					checked={ value.includes( option.value ) }
					onChange={ ( checked: boolean ) =>
						onChange(
							checked
								? [ ...value, option.value ]
								: value.filter( ( v ) => v !== option.value )
						)
					}
				/>
			) ) }
		</>
	);
}

/** The look of the inspector's small headings (as the components' own). */
const GROUP_HEADING = {
	fontSize: '11px',
	fontWeight: 500,
	lineHeight: 1.4,
	margin: '16px 0 8px',
	textTransform: 'uppercase',
} as const;

/**
 * A group of checkboxes under a heading of its own.
 *
 * @param props
 * @param props.id       Heading id.
 * @param props.heading  Heading text.
 * @param props.children The checkboxes.
 */
function Group( {
	id,
	heading,
	children,
}: {
	id: string;
	heading: string;
	children: ReactNode;
} ) {
	return (
		<div
			className="vitrine-inspector-group"
			role="group"
			aria-labelledby={ id }
		>
			<h3
				className="vitrine-inspector-group__heading"
				id={ id }
				style={ GROUP_HEADING }
			>
				{ heading }
			</h3>
			{ children }
		</div>
	);
}

/**
 * The edit component.
 *
 * @param props
 * @param props.attributes
 * @param props.setAttributes
 * @param props.context
 * @param props.clientId
 */
function Edit( {
	attributes,
	setAttributes,
	context,
	clientId,
}: BlockEditProps< DirectoryAttributes > ) {
	const data: EditorData = window.vitrineMembersEditor ?? {
		plans: [],
		statuses: [],
		profileFields: [],
		texts: { searchNotFound: '', resultsNotFound: '' },
		mayShowMemberData: true,
	};
	const toggles = [
		[ 'showBio', __( 'Show bio', 'vitrine' ) ],
		[ 'showEmail', __( 'Show email', 'vitrine' ) ],
		[ 'showPhone', __( 'Show phone', 'vitrine' ) ],
		[ 'showAddress', __( 'Show address', 'vitrine' ) ],
		[ 'avatar', __( 'Show avatar', 'vitrine' ) ],
	] as const;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Memberships', 'vitrine' ) }>
					<p>
						{ __(
							'Plans and statuses shown; none selected means all.',
							'vitrine'
						) }
					</p>
					<Group
						id={ `vitrine-plans-${ clientId }` }
						heading={ __( 'Plans', 'vitrine' ) }
					>
						<Checklist
							options={ data.plans }
							value={ attributes.membershipPlans }
							onChange={ ( membershipPlans ) =>
								setAttributes( { membershipPlans } )
							}
						/>
					</Group>
					<Group
						id={ `vitrine-statuses-${ clientId }` }
						heading={ __( 'Statuses', 'vitrine' ) }
					>
						<Checklist
							options={ data.statuses }
							value={ attributes.membershipStatus }
							onChange={ ( membershipStatus ) =>
								setAttributes( { membershipStatus } )
							}
						/>
					</Group>
				</PanelBody>
				<PanelBody title={ __( 'Member cards', 'vitrine' ) }>
					{ ! data.mayShowMemberData && (
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'The author of this post may not publish member data, so the directory shows names, avatars and plans only: bio, email, phone, address and profile fields stay off. Shop managers and administrators may publish them.',
								'vitrine'
							) }
						</Notice>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Members per page', 'vitrine' ) }
						min={ 1 }
						max={ 100 }
						value={ attributes.perPage }
						onChange={ ( perPage?: number ) =>
							setAttributes( { perPage: perPage ?? 10 } )
						}
					/>
					{ toggles.map( ( [ key, label ] ) => (
						<ToggleControl
							key={ key }
							__nextHasNoMarginBottom
							label={ label }
							checked={ attributes[ key ] }
							onChange={ ( checked: boolean ) =>
								setAttributes( { [ key ]: checked } )
							}
						/>
					) ) }
					{ attributes.avatar && (
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Avatar size (px)', 'vitrine' ) }
							min={ 16 }
							max={ 512 }
							value={ attributes.avatarSize }
							onChange={ ( avatarSize?: number ) =>
								setAttributes( {
									avatarSize: avatarSize ?? 64,
								} )
							}
						/>
					) }
					<p>{ __( 'Profile fields', 'vitrine' ) }</p>
					<Checklist
						options={ data.profileFields }
						value={ attributes.profileFields }
						onChange={ ( profileFields ) =>
							setAttributes( { profileFields } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Visibility', 'vitrine' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Who may see the directory', 'vitrine' ) }
						value={ attributes.visibility }
						options={ [
							{
								value: 'everyone',
								label: __( 'Everyone', 'vitrine' ),
							},
							{
								value: 'logged_in',
								label: __( 'Logged-in users', 'vitrine' ),
							},
							{
								value: 'active_members',
								label: __( 'Active members', 'vitrine' ),
							},
						] }
						onChange={ ( visibility: string ) =>
							setAttributes( {
								visibility:
									visibility as DirectoryAttributes[ 'visibility' ],
							} )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Texts', 'vitrine' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Text when a search finds nothing',
							'vitrine'
						) }
						value={
							attributes.searchNotFoundText ||
							data.texts.searchNotFound
						}
						onChange={ ( searchNotFoundText: string ) =>
							setAttributes( { searchNotFoundText } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Text when there are no members',
							'vitrine'
						) }
						value={
							attributes.resultsNotFoundText ||
							data.texts.resultsNotFound
						}
						onChange={ ( resultsNotFoundText: string ) =>
							setAttributes( { resultsNotFoundText } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerPreview
				name="vitrine/members-directory"
				attributes={ attributes }
				postId={ Number( context?.postId ) || 0 }
				emptyText={ __(
					'Visitors see the members here, with filters, search and pages. Settings are in the sidebar.',
					'vitrine'
				) }
			/>
		</div>
	);
}

registerBlockType< DirectoryAttributes >(
	metadata as BlockConfiguration< DirectoryAttributes >,
	{ edit: Edit }
);
