import { API_MESSAGES } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ImageListEditor } from './image-list-editor';

const noUpload = async (): Promise<{ url: string }> => {
  throw new Error('this test uploads nothing');
};

function Harness({ upload = noUpload }: { upload?: (file: File) => Promise<{ url: string }> }) {
  const [images, setImages] = useState(['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']);
  return <ImageListEditor label="Images" images={images} onChange={setImages} upload={upload} />;
}

function order(): string[] {
  return screen.getAllByRole('img').map((image) => image.getAttribute('src') ?? '');
}

describe('image list editor', () => {
  it('moves an image with the up and down buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(order()).toEqual(['/uploads/b.webp', '/uploads/a.webp', '/uploads/c.webp']);
    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(order()).toEqual(['/uploads/b.webp', '/uploads/c.webp', '/uploads/a.webp']);
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
  });

  it('moves an image by dragging it onto another place', () => {
    renderWithProviders(<Harness />);
    const items = screen.getAllByTestId('image-item');
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    expect(order()).toEqual(['/uploads/c.webp', '/uploads/a.webp', '/uploads/b.webp']);
  });

  it('removes an image', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(order()).toEqual(['/uploads/a.webp', '/uploads/c.webp']);
  });

  it('uploads a chosen PNG and adds it at the end', async () => {
    const upload = vi.fn(async () => ({ url: '/uploads/new.webp' }));
    renderWithProviders(<Harness upload={upload} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Upload images/), file);
    await waitFor(() => expect(order()).toHaveLength(4));
    expect(order()[3]).toBe('/uploads/new.webp');
    expect(upload).toHaveBeenCalledWith(file);
  });

  it('refuses a file that is not JPEG, PNG or WebP before uploading', async () => {
    const error = vi.spyOn(toast, 'error');
    const upload = vi.fn(async () => ({ url: '/uploads/new.webp' }));
    renderWithProviders(<Harness upload={upload} />);
    const file = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    await userEvent.upload(screen.getByLabelText(/Upload images/), file, { applyAccept: false });
    expect(error).toHaveBeenCalledWith(`cat.gif: ${API_MESSAGES.uploadWrongType}`);
    expect(upload).not.toHaveBeenCalled();
  });
});
