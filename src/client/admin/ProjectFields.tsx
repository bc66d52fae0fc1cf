import { Field, Input, makeStyles, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';

export const PROJECT_FIELDS = ['name', 'slug', 'description', 'visibility'] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];
export type ProjectVisibilityValue = 'PUBLIC' | 'PRIVATE';

export interface ProjectValues {
  name: string;
  slug: string;
  description: string;
  visibility: ProjectVisibilityValue;
}

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A slug suggested from a name: lower case, words joined by hyphens, at most 40 characters. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

interface Props {
  values: ProjectValues;
  errors: Partial<Record<ProjectField, string>>;
  onChange: (values: ProjectValues) => void;
  /** What the slug is for: a new project's address, or a change that keeps the old one working. */
  slugHint: string;
}

/** The fields of a project: name, slug, description, who can see it. */
export function ProjectFields({ values, errors, onChange, slugHint }: Props) {
  const styles = useStyles();
  const state = (name: ProjectField) => ({
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name],
  });
  return (
    <div className={styles.fields}>
      <Field label="Name" required hint="At most 100 characters." {...state('name')}>
        <Input name="name" value={values.name} maxLength={200} onChange={(_, data) => onChange({ ...values, name: data.value })} />
      </Field>
      <Field label="Slug" required hint={slugHint} {...state('slug')}>
        <Input
          name="slug"
          value={values.slug}
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(_, data) => onChange({ ...values, slug: data.value })}
        />
      </Field>
      <Field label="Description" hint="Optional, at most 1,000 characters." {...state('description')}>
        <Textarea
          name="description"
          value={values.description}
          resize="vertical"
          onChange={(_, data) => onChange({ ...values, description: data.value })}
        />
      </Field>
      <Field label="Who can see it" {...state('visibility')}>
        <RadioGroup
          value={values.visibility}
          onChange={(_, data) => onChange({ ...values, visibility: data.value === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC' })}
        >
          <Radio value="PUBLIC" label="Everyone in the workspace" />
          <Radio value="PRIVATE" label="Private: only its members and admins" />
        </RadioGroup>
      </Field>
    </div>
  );
}
