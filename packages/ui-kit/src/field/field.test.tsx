import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

describe('PasswordField', () => {
  it('shows and hides the password with a named toggle, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 's3cret!');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('defaults to the current-password autocomplete hint for password managers', () => {
    render(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('TextField', () => {
  it('links its hint and error to the input and marks it invalid', () => {
    render(<TextField label="Server name" description="Lowercase letters and dashes" error="That name is taken" />);
    const input = screen.getByRole('textbox', { name: 'Server name' });
    expect(input).toHaveAccessibleDescription('Lowercase letters and dashes That name is taken');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a caller’s own aria-describedby', () => {
    render(
      <>
        <p id="extra">Shown on the invoice</p>
        <TextField label="Company" aria-describedby="extra" description="Optional" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Shown on the invoice Optional');
  });

  it('marks a required field for assistive tech', () => {
    render(<TextField label="Email" required />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
  });
});

describe('SelectField', () => {
  it('starts on the placeholder and reports the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectField
        label="Server type"
        placeholder="Choose a type"
        options={[
          { value: 'plex', label: 'Plex' },
          { value: 'emby', label: 'Emby' },
          { value: 'jellyfin', label: 'Jellyfin' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Server type' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Jellyfin');
    expect(onChange).toHaveBeenCalledWith('jellyfin');
  });
});

describe('CheckboxField', () => {
  it('toggles from its label and reports a boolean', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<CheckboxField label="Enable the CDN" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Enable the CDN'));
    expect(screen.getByRole('checkbox', { name: 'Enable the CDN' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
