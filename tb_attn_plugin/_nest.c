/* The native nesting of the trace model (model.py): the host rows' parents and the nearest
   marked ancestors, each in one pass over the rows in tree order, where model.py's pointer
   jumping takes a few passes of array operations over all of them. model.py's NumPy
   functions are the reference these are tested against (tests/test_model_native.py); they
   answer alike on every input the model gives them.

   Terms (as in model.py): the rows are the host rows (0 .. n_host-1) and the memory instants
   after them; order holds the rows in tree order (by thread, then start, longer first):
   within a thread, a row's parent comes before it. A position is an index into order.

   enclosing(order, thread_start, ends, n_host, epsilon, parent) writes parent[row]: the row at
   the nearest earlier position of the same thread (thread_start[k] is 1 at the first position
   of each thread) that is a host row and whose end + epsilon is no less than this row's end
   (ends: by position), or -1. A row that is not the answer makes way for its own answer: the
   rows between that and it end before it does, so before this row too (a host row that is not
   the answer ends before this row; a memory instant ends where it starts, no later than this
   row does: durations are never negative, as the reader makes them).

   nearest(order, parent, marked, strict, out) writes out[row]: the nearest ancestor of row
   (row itself included unless strict) with marked[row] set, or -1.

   Every array is C-contiguous: order and parent int32, thread_start and marked one byte per
   row, ends float64; the caller checks their types and lengths. Neither holds a Python object
   while it runs (the GIL is released).
*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

static int take(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, int writable, const char *what) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) return 0;
    if (view->itemsize != itemsize) {
        PyErr_Format(PyExc_ValueError, "%s: a C-contiguous array of %zd-byte items", what, itemsize);
        PyBuffer_Release(view);
        return 0;
    }
    return 1;
}

static PyObject *enclosing(PyObject *self, PyObject *args) {
    PyObject *order_obj, *start_obj, *ends_obj, *parent_obj;
    Py_ssize_t n_host;
    double epsilon;
    if (!PyArg_ParseTuple(args, "OOOndO", &order_obj, &start_obj, &ends_obj, &n_host, &epsilon, &parent_obj))
        return NULL;
    Py_buffer bo, bs, be, bp;
    if (!take(order_obj, &bo, 4, 0, "order")) return NULL;
    if (!take(start_obj, &bs, 1, 0, "thread_start")) goto fail_o;
    if (!take(ends_obj, &be, 8, 0, "ends")) goto fail_s;
    if (!take(parent_obj, &bp, 4, 1, "parent")) goto fail_e;
    Py_ssize_t n = bo.len / 4;
    if (bs.len != n || be.len / 8 != n || bp.len / 4 != n) {
        PyErr_SetString(PyExc_ValueError, "order, thread_start, ends and parent: one item per row each");
        goto fail_p;
    }
    int32_t *answer = malloc((n ? n : 1) * sizeof(int32_t)); /* by position */
    double *reach = malloc((n ? n : 1) * sizeof(double));    /* end + epsilon, by position */
    if (!answer || !reach) {
        free(answer);
        free(reach);
        PyErr_NoMemory();
        goto fail_p;
    }
    const int32_t *order = bo.buf;
    const unsigned char *start = bs.buf;
    const double *ends = be.buf;
    int32_t *parent = bp.buf;
    Py_BEGIN_ALLOW_THREADS;
    for (Py_ssize_t k = 0; k < n; k++) {
        double end = ends[k];
        /* (a memory instant is never an answer: it reaches nowhere) */
        reach[k] = order[k] < n_host ? end + epsilon : -HUGE_VAL;
        int32_t p = start[k] ? -1 : (int32_t)(k - 1);
        while (p >= 0 && reach[p] < end) p = answer[p];
        answer[k] = p;
        parent[order[k]] = p >= 0 ? order[p] : -1;
    }
    Py_END_ALLOW_THREADS;
    free(answer);
    free(reach);
    PyBuffer_Release(&bp);
    PyBuffer_Release(&be);
    PyBuffer_Release(&bs);
    PyBuffer_Release(&bo);
    Py_RETURN_NONE;
fail_p:
    PyBuffer_Release(&bp);
fail_e:
    PyBuffer_Release(&be);
fail_s:
    PyBuffer_Release(&bs);
fail_o:
    PyBuffer_Release(&bo);
    return NULL;
}

static PyObject *nearest(PyObject *self, PyObject *args) {
    PyObject *order_obj, *parent_obj, *marked_obj, *out_obj;
    int strict;
    if (!PyArg_ParseTuple(args, "OOOpO", &order_obj, &parent_obj, &marked_obj, &strict, &out_obj)) return NULL;
    Py_buffer bo, bp, bm, bout;
    if (!take(order_obj, &bo, 4, 0, "order")) return NULL;
    if (!take(parent_obj, &bp, 4, 0, "parent")) goto fail_o;
    if (!take(marked_obj, &bm, 1, 0, "marked")) goto fail_p;
    if (!take(out_obj, &bout, 4, 1, "out")) goto fail_m;
    Py_ssize_t n = bo.len / 4;
    if (bp.len / 4 != n || bm.len != n || bout.len / 4 != n) {
        PyErr_SetString(PyExc_ValueError, "order, parent, marked and out: one item per row each");
        goto fail_out;
    }
    const int32_t *order = bo.buf, *parent = bp.buf;
    const unsigned char *marked = bm.buf;
    int32_t *out = bout.buf;
    Py_BEGIN_ALLOW_THREADS;
    for (Py_ssize_t k = 0; k < n; k++) {
        int32_t row = order[k], up = parent[row];
        int32_t above = up >= 0 ? out[up] : -1; /* (a parent comes before its children) */
        out[row] = marked[row] ? row : above;
    }
    if (strict) {
        /* each row's answer is then its parent's: children first (the order backwards), so
           that every parent still holds its own answer when its children read it (no second
           array of the rows: 0.1 GB of a 10 GB trace) */
        for (Py_ssize_t k = n - 1; k >= 0; k--) {
            int32_t row = order[k], up = parent[row];
            out[row] = up >= 0 ? out[up] : -1;
        }
    }
    Py_END_ALLOW_THREADS;
    PyBuffer_Release(&bout);
    PyBuffer_Release(&bm);
    PyBuffer_Release(&bp);
    PyBuffer_Release(&bo);
    Py_RETURN_NONE;
fail_out:
    PyBuffer_Release(&bout);
fail_m:
    PyBuffer_Release(&bm);
fail_p:
    PyBuffer_Release(&bp);
fail_o:
    PyBuffer_Release(&bo);
    return NULL;
}

static PyMethodDef METHODS[] = {
    {"enclosing", enclosing, METH_VARARGS,
     "enclosing(order, thread_start, ends, n_host, epsilon, parent): see the module's source"},
    {"nearest", nearest, METH_VARARGS, "nearest(order, parent, marked, strict, out): see the module's source"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_nest", "The native nesting of the trace model.", -1,
                                    METHODS};

PyMODINIT_FUNC PyInit__nest(void) { return PyModule_Create(&MODULE); }
